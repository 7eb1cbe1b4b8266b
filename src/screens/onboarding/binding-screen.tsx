import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_BUSINESS_DAYS, type Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import { BindingFormFields, type BindingValues } from './binding-form';
import { BINDING_KIND_LABELS, BindingKindChoice } from './binding-kind-choice';
import { BindingOutcome, type BindingOutcomeState } from './binding-outcome';
import type { BindingField, BindingKind, BoundItem, FieldErrors } from '../../domain/onboarding';
import { OnboardingFrame } from './onboarding-frame';

export type { BindingValues } from './binding-form';

/** The binding machine's tags, one per page. */
export type BindingState = 'chooseKind' | 'editing' | 'submitting' | BindingOutcomeState;

export interface BindingScreenProps {
  state: BindingState;
  /** The chosen form (context.kind); null while choosing. */
  kind: BindingKind | null;
  /** context.form (its fixed idType is ignored). */
  values: BindingValues;
  /** context.errors: validation keys. */
  errors: FieldErrors<BindingField>;
  /** Why the last submit failed, already in the user's language. */
  error?: string | null;
  /** context.bound: every successful binding of this run (the last one is shown on success). */
  bound?: BoundItem[];
  reviewBusinessDays?: number;
  onChoose: (kind: BindingKind) => void;
  onChange: (values: Partial<BindingValues>) => void;
  /** Return false when the submit was refused by validation, so the click guard does not lock the button. */
  onSubmit: () => unknown;
  onBack: () => void;
  onContinue: () => void;
  onDone: () => unknown;
  onGoToSettings: () => void;
  onChooseAgain: () => void;
  /** The user has a session (came from the client area to bind another record). */
  signedIn?: boolean;
  onBackToLogin: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** /binding: choose domestic, offshore or partner, fill the form, and see the outcome. */
export function BindingScreen({ state, kind, error, bound = [], reviewBusinessDays = REVIEW_BUSINESS_DAYS, ...props }: BindingScreenProps) {
  const { t } = useLingui();
  const onForm = state === 'editing' || state === 'submitting';
  return (
    <OnboardingFrame title={t`账户绑定`} onLocaleChange={props.onLocaleChange} width={onForm ? '2xl' : 'xl'}>
      {state === 'chooseKind' && (
        <>
          <Text color="fg.muted">
            <Trans>请选择您要绑定的账户类型。</Trans>
          </Text>
          <BindingKindChoice onChoose={props.onChoose} />
          {/* The way in may be left here, as from every login outcome page (a signed-in user adding one has the menu). */}
          {!props.signedIn && (
            <Button variant="plain" colorPalette="brand" px="0" alignSelf="flex-start" onClick={props.onBackToLogin}>
              <Trans>返回登录</Trans>
            </Button>
          )}
        </>
      )}
      {onForm && kind !== null && (
        <>
          <Text color="fg.muted">
            <Trans>绑定类型：{t(BINDING_KIND_LABELS[kind].title)}</Trans>
          </Text>
          <ErrorBanner message={error ?? undefined} />
          <BindingFormFields
            kind={kind}
            values={props.values}
            errors={props.errors}
            submitting={state === 'submitting'}
            onChange={props.onChange}
            onSubmit={props.onSubmit}
            onBack={props.onBack}
          />
        </>
      )}
      {!onForm && state !== 'chooseKind' && (
        <BindingOutcome
          state={state}
          bound={bound}
          reviewBusinessDays={reviewBusinessDays}
          onContinue={props.onContinue}
          onDone={props.onDone}
          onGoToSettings={props.onGoToSettings}
          onChooseAgain={props.onChooseAgain}
          signedIn={props.signedIn ?? false}
          onBackToLogin={props.onBackToLogin}
        />
      )}
    </OnboardingFrame>
  );
}
