import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { TraineeScreen, type TraineeScreenProps } from '../../screens/public/trainee-screen';
import { saveInternAttendance, searchInternAttendance, type FormFailure, type InternLookup } from '../../actors/public';
import { fileToUpload } from '../../actors/public-files';
import { INTERN_TYPES } from '../../content/interns';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../app/public-gate';

export const Route = createFileRoute('/_public/trainee')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  const [search, setSearch] = useState<TraineeScreenProps['search']>('idle');
  const [lookup, setLookup] = useState<InternLookup>();
  const [save, setSave] = useState<TraineeScreenProps['save']>('editing');
  const [failure, setFailure] = useState<FormFailure>();
  return (
    <TraineeScreen
      locale={locale}
      internTypes={pick(INTERN_TYPES, locale)}
      search={search}
      lookup={lookup}
      save={save}
      failure={failure}
      onSearch={async (identity) => {
        setSearch('searching');
        setSave('editing');
        const result = await searchInternAttendance(identity);
        if (result.kind === 'saved') {
          setLookup(result.data);
          setSearch(result.data.found ? 'found' : 'notFound');
        } else {
          setFailure(result.reason);
          setSearch('failed');
        }
      }}
      onSave={async (identity, v) => {
        setSave('saving');
        const file = v.file ? await fileToUpload(v.file) : null;
        const result = file
          ? await saveInternAttendance({ ...identity, attendanceDate: v.attendanceDate, internType: v.internType, mealAllowance: Number(v.mealAllowance), paidDays: Number(v.paidDays), leader: v.leader.trim(), file })
          : null;
        if (result?.kind === 'saved') {
          setLookup((l) => (l ? { ...l, records: [result.data, ...l.records] } : l));
          setSave('saved');
        } else setSave('failed');
      }}
    />
  );
}
