import type { ReactElement, ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  children: ReactNode;
}

/**
 * How a screen renders an in-app link without knowing the router: the app passes one that returns its router's
 * link (an <a> underneath); screens wrap it in Chakra's <Link asChild> for styling. Defaults to a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const anchorLink: RenderLink = ({ href, children }) => <a href={href}>{children}</a>;
