import type { ReactNode } from 'react';
import { Button, List } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GuardedButton } from '../../components/guarded-button';
import type { BoundItem } from '../../domain/onboarding';
import { BINDING_KIND_LABELS } from './binding-kind-choice';
import { Notice } from './notice';

export type BindingOutcomeState =
  | 'success'
  | 'done'
  | 'underReview'
  | 'hasProducts'
  | 'conflictDomesticOffshore'
  | 'alreadySubmitted'
  | 'alreadyPartner';

export interface BindingOutcomeProps {
  state: BindingOutcomeState;
  bound: BoundItem[];
  reviewBusinessDays: number;
  onContinue: () => void;
  onDone: () => unknown;
  onGoToSettings: () => void;
  /** Back to the choice of investor type, for one who has no session to open Settings with. */
  onChooseAgain: () => void;
  /** The user has a session (came from the client area): Settings is one click away. */
  signedIn: boolean;
  onBackToLogin: () => void;
}

/** The page each SPEC.md §4 binding outcome ends on. */
export function BindingOutcome({ state, bound, reviewBusinessDays: days, signedIn, ...on }: BindingOutcomeProps) {
  const { t } = useLingui();
  const back = (
    <Button colorPalette="brand" variant={state === 'alreadyPartner' ? 'outline' : 'solid'} onClick={on.onBackToLogin}>
      <Trans>返回登录</Trans>
    </Button>
  );
  const boundList = (
    <List.Root ps="5" mt="2">
      {bound.map((item, i) => (
        <List.Item key={`${item.partnerName}-${i}`}>
          {t`${t(BINDING_KIND_LABELS[item.kind].title)}：${item.partnerName}`}
        </List.Item>
      ))}
    </List.Root>
  );
  const last = bound.at(-1)?.partnerName ?? '';
  const pages: Record<BindingOutcomeState, { status: 'success' | 'info' | 'warning'; title: ReactNode; body: ReactNode; actions: ReactNode }> = {
    success: {
      status: 'success',
      title: <Trans>绑定成功</Trans>,
      body: (
        <>
          <Trans>已绑定：{last}</Trans>
          {bound.length > 1 && boundList}
        </>
      ),
      actions: (
        <>
          <Button variant="outline" colorPalette="brand" onClick={on.onContinue}>
            <Trans>继续添加</Trans>
          </Button>
          <GuardedButton colorPalette="brand" onClick={on.onDone}>
            <Trans>完成</Trans>
          </GuardedButton>
        </>
      ),
    },
    done: { status: 'success', title: <Trans>绑定已完成</Trans>, body: boundList, actions: back },
    underReview: {
      status: 'info',
      title: <Trans>申请已提交，正在审核</Trans>,
      body: <Trans>审核最长需要 {days} 个工作日，结果将以短信通知您，请耐心等待。</Trans>,
      actions: back,
    },
    hasProducts: {
      status: 'info',
      title: <Trans>您已持有境内或境外产品</Trans>,
      body: <Trans>如需绑定，请联系您的客户经理办理。</Trans>,
      actions: back,
    },
    conflictDomesticOffshore: {
      status: 'warning',
      title: <Trans>无法同时绑定境内和境外产品</Trans>,
      body: <Trans>同一账号不能同时绑定境内产品和境外产品。如有疑问，请联系您的客户经理。</Trans>,
      actions: back,
    },
    alreadySubmitted: {
      status: 'info',
      title: <Trans>申请已提交，请勿重复提交</Trans>,
      body: <Trans>您的申请正在处理中，审核结果将以短信通知您。</Trans>,
      actions: back,
    },
    alreadyPartner: {
      status: 'warning',
      title: <Trans>您已注册为合作伙伴</Trans>,
      // Signed in, the investor type is changed in Settings; in the middle of a first binding (no session yet) the
      // way on is to choose the investor type again (the partner's form).
      body: signedIn ? (
        <Trans>如需更改投资者类型，请前往“设置”修改。</Trans>
      ) : (
        <Trans>该证件已登记为合作伙伴。请重新选择投资者类型，以“合作伙伴”身份绑定。</Trans>
      ),
      actions: (
        <>
          {signedIn ? (
            <Button colorPalette="brand" onClick={on.onGoToSettings}>
              <Trans>前往设置</Trans>
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={on.onChooseAgain}>
              <Trans>重新选择投资者类型</Trans>
            </Button>
          )}
          {back}
        </>
      ),
    },
  };
  const page = pages[state];
  return (
    <Notice status={page.status} title={page.title} actions={page.actions}>
      {page.body}
    </Notice>
  );
}
