import { useState } from 'react';
import { Alert, Box, Container, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormFailure, InternLookup } from '../../domain/public';
import { ErrorBanner } from '../../components/error-banner';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { usePageTitle } from '../../components/page-title';
import { MOBILE_MAX_LENGTH, NAME_MAX_LENGTH, type Locale } from '../../constants';
import { formatDate, formatMoney } from '../../format';
import { FAILURE_MESSAGES, FORM_MESSAGES, mobileError } from './form-messages';
import { AttendanceForm, type AttendanceValues } from './trainee-form';

export type TraineeSearchStatus = 'idle' | 'searching' | 'notFound' | 'found' | 'failed';

export interface TraineeScreenProps {
  locale: Locale;
  internTypes: { id: string; label: string }[];
  search: TraineeSearchStatus;
  lookup?: InternLookup;
  save: 'editing' | 'saving' | 'saved' | 'failed';
  failure?: FormFailure;
  initialIdentity?: { name: string; mobile: string };
  initialSheet?: Partial<AttendanceValues>;
  validateNow?: boolean;
  onSearch: (identity: { name: string; mobile: string }) => void;
  onSave: (identity: { name: string; mobile: string }, values: AttendanceValues) => void;
}

/** Intern attendance: find yourself by name and mobile first, then fill and upload the month's sheet. */
export function TraineeScreen(props: TraineeScreenProps) {
  const { locale, internTypes, search, lookup, save, failure } = props;
  const { i18n } = useLingui();
  usePageTitle(msg`实习生考勤`);
  const [identity, setIdentity] = useState(props.initialIdentity ?? { name: '', mobile: '' });
  const [identityError, setIdentityError] = useState<MessageDescriptor | undefined>();
  const typeLabel = (id: string) => internTypes.find((t) => t.id === id)?.label ?? id;
  const find = () => {
    const error = !identity.name.trim() || !identity.mobile.trim() ? FORM_MESSAGES.searchFirst : mobileError(identity.mobile);
    setIdentityError(error);
    if (error) return false;
    props.onSearch({ name: identity.name.trim(), mobile: identity.mobile.trim() });
    return true;
  };
  const searchMessage = search === 'notFound' ? FORM_MESSAGES.notFound : search === 'failed' && failure ? FAILURE_MESSAGES[failure] : undefined;
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        <Trans>实习生考勤</Trans>
      </Heading>
      <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={i18n._(msg`查询实习生`)}>
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          <FormField label={<Trans>姓名</Trans>} required>
            <Input value={identity.name} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={(e) => setIdentity((v) => ({ ...v, name: e.target.value }))} />
          </FormField>
          <FormField label={<Trans>手机号码</Trans>} required>
            <Input type="tel" value={identity.mobile} maxLength={MOBILE_MAX_LENGTH} autoComplete="tel" onChange={(e) => setIdentity((v) => ({ ...v, mobile: e.target.value }))} />
          </FormField>
          <GuardedButton type="submit" colorPalette="brand" flexShrink={0} loading={search === 'searching'} onClick={find}>
            <Trans>查询</Trans>
          </GuardedButton>
        </Stack>
        <ErrorBanner message={identityError ? i18n._(identityError) : searchMessage ? i18n._(searchMessage) : undefined} />
      </Stack>
      </form>
      {search === 'found' && lookup && (
        <Stack gap="6" mt="8">
          {lookup.records.length > 0 && (
            <Box overflowX="auto">
              <Table.Root size="sm" variant="outline">
                <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
                  <Trans>已提交的考勤</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader><Trans>考勤日期</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader><Trans>实习类型</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end"><Trans>餐补（元）</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end"><Trans>计薪天数</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader><Trans>附件</Trans></Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lookup.records.map((r) => (
                    <Table.Row key={r.recordId}>
                      <Table.Cell>{formatDate(r.attendanceDate, locale)}</Table.Cell>
                      <Table.Cell>{typeLabel(r.internType)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(r.mealAllowance)}</Table.Cell>
                      <Table.Cell textAlign="end">{r.paidDays}</Table.Cell>
                      <Table.Cell>{r.fileName}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <Heading as="h2" size="lg">
            <Trans>填写考勤</Trans>
          </Heading>
          {save === 'saved' && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>考勤已保存</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
          <ErrorBanner message={save === 'failed' ? i18n._(msg`考勤保存失败，请联系工作人员`) : undefined} />
          <AttendanceForm
            internTypes={internTypes}
            initialValues={{ internType: lookup.internType ?? '', leader: lookup.leader ?? '', ...props.initialSheet }}
            validateNow={props.validateNow}
            saving={save === 'saving'}
            onSave={(values) => props.onSave(identity, values)}
          />
          <Text fontSize="sm" color="fg.muted">
            <Trans>如有疑问，请联系人力资源部。</Trans>
          </Text>
        </Stack>
      )}
    </Container>
  );
}
