const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v7h4v-7h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  dribbble:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm6 4.5a7 7 0 0 1 1.5 4.1 15 15 0 0 0-5-.2l-.6-1.4A12 12 0 0 0 18 7.5zM12 5a7 7 0 0 1 4.6 1.7 10 10 0 0 1-4 2.8A40 40 0 0 0 9.8 5.5 7 7 0 0 1 12 5zM7.9 6.3a37 37 0 0 1 2.8 4A27 27 0 0 1 5.1 11a7 7 0 0 1 2.8-4.7zM5 12.9a29 29 0 0 0 6.5-.8l.5 1.2a11 11 0 0 0-5.5 4.2A7 7 0 0 1 5 12.9zm3 5.7a9 9 0 0 1 4.7-3.6 29 29 0 0 1 1.5 5.6 7 7 0 0 1-6.2-2zm8.1 1a31 31 0 0 0-1.4-5.2 12 12 0 0 1 4.6.2 7 7 0 0 1-3.2 5z',
  twitter: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.4-6L6.4 20H3.7l6.6-7.6z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
} as const

export type SocialNetwork = keyof typeof ICONS

/** The company's profiles (SPEC.md §2: facebook, instagram, dribbble, twitter, youtube). */
export const SOCIAL_PROFILES: readonly { network: SocialNetwork; name: string; href: string }[] = [
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/stormyazilim' },
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/stormyazilim' },
  { network: 'dribbble', name: 'Dribbble', href: 'https://dribbble.com/stormyazilim' },
  { network: 'twitter', name: 'X (Twitter)', href: 'https://x.com/stormyazilim' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@stormyazilim' },
]

/**
 * Icon links to the company's social profiles, opened in a new tab. `label` names the list and
 * `newTabHint` is the translated "(opens in a new tab)" appended to each accessible name.
 */
export function SocialLinks({ label, newTabHint, className = '' }: { label: string; newTabHint: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {SOCIAL_PROFILES.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full border border-current/30 hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={ICONS[profile.network]} fillRule="evenodd" />
            </svg>
            <span className="sr-only">
              {profile.name} {newTabHint}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
