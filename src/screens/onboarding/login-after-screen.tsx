import { Button, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import { GuardedButton } from '../../components/guarded-button';
import { IDENTITY_TYPE_LABELS } from '../../i18n/messages';
import type { UserRelation } from '../../domain/onboarding';
import { OnboardingFrame } from './onboarding-frame';

export interface LoginAfterScreenProps {
  /** identityTypeMap.userRelationList of the login answer. */
  relations: UserRelation[];
  /** choosing: waiting for a pick; pending: the picked type's info is loading. */
  status: 'choosing' | 'pending';
  /** The type being loaded, to mark its button busy. */
  chosen?: 1 | 2 | 3 | null;
  /** Already in the user's language. */
  error?: string | null;
  onChoose: (identityType: 1 | 2 | 3) => void;
  onBackToLogin?: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** SPEC.md §4: relation 0 (internal) or 1 (overseas) selects identity type 1; 2 and 3 select themselves. */
const typeOf = (relation: UserRelation): 1 | 2 | 3 => (relation.relationType <= 1 ? 1 : (relation.relationType as 2 | 3));

/** One option per identity type the user holds, with the names of the relations behind it. */
export function groupRelations(relations: UserRelation[]): { identityType: 1 | 2 | 3; names: string[] }[] {
  const groups = new Map<1 | 2 | 3, string[]>();
  for (const relation of relations) {
    const names = groups.get(typeOf(relation)) ?? [];
    if (relation.name && !names.includes(relation.name)) names.push(relation.name);
    groups.set(typeOf(relation), names);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([identityType, names]) => ({ identityType, names }));
}

/** /loginAfter: a user with several relations picks which investor type to enter as. */
export function LoginAfterScreen(props: LoginAfterScreenProps) {
  const { relations, status, chosen, error, onChoose } = props;
  const { t } = useLingui();
  const pending = status === 'pending';
  return (
    <OnboardingFrame title={t`选择投资者类型`} onLocaleChange={props.onLocaleChange}>
      <Text color="fg.muted" id="login-after-hint">
        <Trans>您的账号关联了多种身份，请选择本次登录使用的投资者类型。</Trans>
      </Text>
      <ErrorBanner message={error} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="group" aria-describedby="login-after-hint">
        {groupRelations(relations).map(({ identityType, names }) => (
          <GuardedButton
            key={identityType}
            variant="outline"
            colorPalette="brand"
            h="auto"
            py="4"
            whiteSpace="normal"
            justifyContent="flex-start"
            textAlign="start"
            disabled={pending}
            loading={pending && chosen === identityType}
            onClick={() => onChoose(identityType)}
          >
            <Stack gap="1" align="flex-start">
              <Text fontWeight="semibold">{t(IDENTITY_TYPE_LABELS[identityType])}</Text>
              {names.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {names.join(t`、`)}
                </Text>
              )}
            </Stack>
          </GuardedButton>
        ))}
      </SimpleGrid>
      {/* Always mounted, so screen readers announce the text when it appears. */}
      <Stack direction="row" align="center" gap="2" role="status">
        {pending && <Spinner size="sm" />}
        {pending && (
          <Text>
            <Trans>正在加载账户信息…</Trans>
          </Text>
        )}
      </Stack>
      {props.onBackToLogin && (
        <Button variant="plain" colorPalette="brand" alignSelf="flex-start" px="0" onClick={props.onBackToLogin} disabled={pending}>
          <Trans>返回登录</Trans>
        </Button>
      )}
    </OnboardingFrame>
  );
}
