import { VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { Fragment, type MouseEvent, type ReactNode } from 'react';

/** `[text](target)`: the inline link marker of the policy texts (content/policies/types.ts). */
const LINK_MARKER = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits a policy string into plain text and links, in order. */
export function parseInlineLinks(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK_MARKER)) {
    const [whole, text = '', href = ''] = match;
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) });
    parts.push({ kind: 'link', text, href });
    last = match.index + whole.length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** Only these schemes become links; anything else is shown as plain text. */
function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|https:\/\/|mailto:|tel:)/.test(href);
}

function InternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * A policy string with its `[text](target)` markers as anchors: site paths navigate inside the
 * app, `https:` links open in a new tab, `mailto:`/`tel:` stay plain.
 */
export function InlineText({
  text,
  linkClassName,
  newTabLabel,
}: {
  text: string;
  linkClassName?: string;
  /** Appended, hidden, to external links' text, e.g. '(si apre in una nuova scheda)'. */
  newTabLabel: string;
}) {
  return parseInlineLinks(text).map((part, index) => {
    if (part.kind === 'text' || !isSafeHref(part.href)) {
      return <Fragment key={index}>{part.text}</Fragment>;
    }
    if (part.href.startsWith('/')) {
      return (
        <InternalLink key={index} href={part.href} className={linkClassName}>
          {part.text}
        </InternalLink>
      );
    }
    if (part.href.startsWith('https://')) {
      return (
        <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          {part.text}
          <VisuallyHidden> {newTabLabel}</VisuallyHidden>
        </a>
      );
    }
    return (
      <a key={index} href={part.href} className={linkClassName}>
        {part.text}
      </a>
    );
  });
}
