import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import { HOME } from '../../content/home';
import { pick } from '../../content/types';
import { useAfterFirstPaint } from './after-first-paint';
import { PageBanner, PageSection, Paragraphs } from './page-parts';

const HomeSections = lazy(() => import('./home-sections').then((m) => ({ default: m.HomeSections })));

export interface HomeScreenProps {
  locale: Locale;
  /** What follows the first screen; by default the home sections, loaded after the first paint. */
  sections?: ReactNode;
}

/**
 * Home: banner and about us first; then name origin, clients by region, milestones and awards, team, culture and
 * responsibility (home-sections.tsx), requested once the first screen has been painted, so that their texts in both
 * languages are not part of what the page loads before it can show anything. Until they arrive a screen-high
 * placeholder keeps the footer below the fold, so nothing in view moves when they do.
 */
export function HomeScreen({ locale, sections }: HomeScreenProps) {
  usePageTitle(msg`首页`);
  const home = pick(HOME, locale);
  return (
    <>
      <PageBanner {...home.banner} />
      <PageSection id="about" heading={home.about.heading}>
        <Paragraphs paragraphs={home.about.paragraphs} />
      </PageSection>
      {sections ?? <DeferredSections locale={locale} />}
    </>
  );
}

function DeferredSections({ locale }: { locale: Locale }) {
  const painted = useAfterFirstPaint();
  const placeholder = <Box minH="100vh" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <HomeSections locale={locale} />
    </Suspense>
  ) : (
    placeholder
  );
}
