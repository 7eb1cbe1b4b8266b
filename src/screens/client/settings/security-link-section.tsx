import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { SettingsSection } from './section';

export const SECURITY_CENTRE_PATH = '/securityCentre';

/** The way from Settings to the security centre (its own page: the authenticator app, sign-in history and signed-in devices). */
export function SecurityLinkSection({ renderLink = anchorLink }: { renderLink?: RenderLink }) {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="security"
      title={<Trans>安全中心</Trans>}
      description={<Trans>开启两步验证，查看登录记录和登录中的设备，并可让其他设备退出登录。</Trans>}
    >
      <Button asChild size="sm" variant="outline" alignSelf="flex-start">
        {renderLink({ href: SECURITY_CENTRE_PATH, children: t`打开安全中心` })}
      </Button>
    </SettingsSection>
  );
}
