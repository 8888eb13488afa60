import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSelector } from './LanguageSelector';

// Network names are proper nouns and stay as they are in every language.
const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/vitrina' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@vitrina' },
  { network: 'Pinterest', href: 'https://www.pinterest.com/vitrina' },
] as const;

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="border-t border-line bg-paper-deep">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-3">
        <div>
          <Link to="/home" className="wordmark text-ink">
            {intl.formatMessage({ id: 'app.name' })}
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{intl.formatMessage({ id: 'footer.tagline' })}</p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.social' })}>
          <h2 className="kicker mb-4">{intl.formatMessage({ id: 'footer.social' })}</h2>
          <ul className="space-y-2">
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="link-underline"
                  aria-label={intl.formatMessage({ id: 'footer.social.link' }, { network })}
                >
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:justify-self-end">
          <LanguageSelector />
        </div>
      </div>
      <p className="border-t border-line px-6 py-6 text-center text-xs tracking-wide text-muted">
        {intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
