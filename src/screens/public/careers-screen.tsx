import { Link, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import type { CareersContent } from '../../content/careers';
import { RESUME_EMAIL } from '../../content/offices';
import { FlipTiles } from './flip-tiles';
import { JobBoard } from './job-board';
import { PageBanner, PageSection } from './page-parts';
import { TeamCarousel } from './team-carousel';

export interface CareersScreenProps {
  content: CareersContent;
  locale: Locale;
}

/** Careers: banner, colleagues carousel, flip tiles, job tabs with postings, resume contact. */
export function CareersScreen({ content, locale }: CareersScreenProps) {
  const { t } = useLingui();
  usePageTitle(msg`加入我们`);
  return (
    <>
      <PageBanner {...content.banner} />
      <PageSection id="colleagues" heading={content.carouselHeading}>
        <TeamCarousel members={content.members} label={content.carouselHeading} />
      </PageSection>
      <PageSection id="life" heading={content.tilesHeading} muted>
        <FlipTiles tiles={content.tiles} />
      </PageSection>
      <PageSection id="jobs" heading={content.jobsHeading}>
        <JobBoard tabs={content.tabs} locale={locale} />
      </PageSection>
      <PageSection id="resume" heading={content.resume.heading} muted>
        <Text>{content.resume.text}</Text>
        <Link href={`mailto:${RESUME_EMAIL}`} mt="2" fontSize="lg" fontWeight="semibold" color="brand.700" aria-label={t`发送简历至 ${RESUME_EMAIL}`}>
          {RESUME_EMAIL}
        </Link>
      </PageSection>
    </>
  );
}
