import { DEFAULT_LOCALE, intlLocale, type Locale, localizedPath, splitLocale } from '@shared/i18n/locales';

/** A page this device saved, as the offline page lists it. */
export type SavedPage = { path: string; title: string };

/**
 * The offline page's words in each locale. The worker runs neither React nor Lingui, so they
 * live here: a handful of sentences, HTML-ready (no markup characters of their own). A sentence
 * with a link gets the pieces to place, since word order differs between languages.
 */
type OfflineTexts = {
  /** The heading, and the document title before "| CryptoCalc". */
  offline: string;
  /** `page` is the address as HTML (<code>…</code>); `retry` links its label to that address. */
  notSaved: (page: string, retry: (label: string) => string) => string;
  savedHeading: string;
  savedIntro: string;
  nothingSaved: string;
  /** The label of the locale's own home page in the list. */
  home: string;
};

const TEXTS: Record<Locale, OfflineTexts> = {
  en: {
    offline: 'You are offline',
    notSaved: (page, retry) =>
      `This page (${page}) has not been opened on this device yet, so it cannot be shown without a connection. ${retry('Try again')} once you are back online.`,
    savedHeading: 'Saved on this device',
    savedIntro: 'These pages open without a connection and convert with the last rates this device saw:',
    nothingSaved: 'No page is saved on this device yet. Pages you open while online are saved for later.',
    home: 'Converter (home page)',
  },
  es: {
    offline: 'Está sin conexión',
    notSaved: (page, retry) =>
      `Esta página (${page}) aún no se ha abierto en este dispositivo, por lo que no se puede mostrar sin conexión. ${retry('Vuelva a intentarlo')} cuando recupere la conexión.`,
    savedHeading: 'Guardadas en este dispositivo',
    savedIntro: 'Estas páginas se abren sin conexión y convierten con los últimos tipos de cambio que recibió este dispositivo:',
    nothingSaved:
      'Todavía no hay ninguna página guardada en este dispositivo. Las páginas que abra con conexión se guardan para más adelante.',
    home: 'Conversor (página de inicio)',
  },
  'pt-BR': {
    offline: 'Você está offline',
    notSaved: (page, retry) =>
      `Esta página (${page}) ainda não foi aberta neste dispositivo, por isso não pode ser exibida sem conexão. ${retry('Tente novamente')} quando estiver online de novo.`,
    savedHeading: 'Salvas neste dispositivo',
    savedIntro: 'Estas páginas abrem sem conexão e fazem a conversão com as últimas cotações que este dispositivo recebeu:',
    nothingSaved:
      'Ainda não há nenhuma página salva neste dispositivo. As páginas que você abrir quando estiver online ficam salvas para depois.',
    home: 'Conversor (página inicial)',
  },
  de: {
    offline: 'Sie sind offline',
    notSaved: (page, retry) =>
      `Diese Seite (${page}) wurde auf diesem Gerät noch nicht geöffnet und kann daher ohne Internetverbindung nicht angezeigt werden. ${retry('Versuchen Sie es erneut')}, sobald Sie wieder online sind.`,
    savedHeading: 'Auf diesem Gerät gespeichert',
    savedIntro: 'Diese Seiten lassen sich auch ohne Verbindung öffnen und rechnen mit den zuletzt auf diesem Gerät abgerufenen Kursen um:',
    nothingSaved: 'Auf diesem Gerät ist noch keine Seite gespeichert. Seiten, die Sie online aufrufen, werden für später gespeichert.',
    home: 'Umrechner (Startseite)',
  },
  fr: {
    offline: 'Vous êtes hors ligne',
    notSaved: (page, retry) =>
      `Cette page (${page}) n’a encore jamais été ouverte sur cet appareil et ne peut donc pas s’afficher sans connexion. ${retry('Réessayez')} une fois la connexion rétablie.`,
    savedHeading: 'Enregistrées sur cet appareil',
    // French sets a no-break space before the colon.
    savedIntro: 'Ces pages s’ouvrent sans connexion et convertissent avec les derniers cours reçus par cet appareil\u00a0:',
    nothingSaved:
      'Aucune page n’est encore enregistrée sur cet appareil. Les pages que vous ouvrez en ligne sont enregistrées pour plus tard.',
    home: 'Convertisseur (page d’accueil)',
  },
  tr: {
    offline: 'Çevrimdışısınız',
    notSaved: (page, retry) =>
      `Bu sayfa (${page}) bu cihazda henüz hiç açılmadığı için internet bağlantısı olmadan gösterilemiyor. Yeniden çevrimiçi olduğunuzda ${retry('tekrar deneyin')}.`,
    savedHeading: 'Bu cihazda kayıtlı',
    savedIntro: 'Bu sayfalar bağlantı olmadan da açılır ve bu cihazın en son aldığı kurlarla çeviri yapar:',
    nothingSaved: 'Bu cihazda henüz kayıtlı bir sayfa yok. Çevrimiçiyken açtığınız sayfalar daha sonra kullanmanız için kaydedilir.',
    home: 'Çevirici (ana sayfa)',
  },
  ru: {
    offline: 'Нет подключения к интернету',
    notSaved: (page, retry) =>
      `Эта страница (${page}) еще не открывалась на этом устройстве, поэтому без подключения ее показать нельзя. ${retry('Попробуйте снова')}, когда подключение восстановится.`,
    savedHeading: 'Сохранено на этом устройстве',
    savedIntro: 'Эти страницы открываются без подключения и пересчитывают суммы по последним курсам, полученным этим устройством:',
    nothingSaved:
      'На этом устройстве пока нет сохраненных страниц. Страницы, открытые при подключении к интернету, сохраняются на будущее.',
    home: 'Конвертер (главная страница)',
  },
  ja: {
    offline: 'オフラインです',
    notSaved: (page, retry) =>
      `このページ（${page}）はこの端末でまだ開いたことがないため、オフラインでは表示できません。オンラインに戻ったら、${retry('もう一度お試しください')}。`,
    savedHeading: 'この端末に保存済みのページ',
    savedIntro: '以下のページはオフラインでも開くことができ、この端末が最後に取得したレートで換算します。',
    nothingSaved: 'この端末に保存されたページはまだありません。オンライン時に開いたページは、後で使えるように保存されます。',
    home: '換算ツール（トップページ）',
  },
  ko: {
    offline: '오프라인 상태입니다',
    notSaved: (page, retry) =>
      `이 페이지(${page})는 이 기기에서 아직 열어 본 적이 없어 인터넷에 연결되지 않은 상태에서는 표시할 수 없습니다. 다시 온라인 상태가 되면 ${retry('다시 시도해 주세요')}.`,
    savedHeading: '이 기기에 저장된 페이지',
    savedIntro: '아래 페이지는 인터넷 연결 없이도 열리며, 이 기기가 마지막으로 받은 환율로 변환합니다.',
    nothingSaved: '이 기기에 저장된 페이지가 아직 없습니다. 온라인 상태에서 연 페이지는 나중에 볼 수 있도록 저장됩니다.',
    home: '변환기(홈페이지)',
  },
  'zh-Hans': {
    offline: '您已离线',
    notSaved: (page, retry) => `此页面（${page}）尚未在本设备上打开过，因此无法在离线状态下显示。恢复联网后，请${retry('重试')}。`,
    savedHeading: '已保存在本设备上的页面',
    savedIntro: '以下页面无需联网即可打开，并按本设备最近获取的汇率进行换算：',
    nothingSaved: '本设备上尚未保存任何页面。您在联网时打开的页面会自动保存，以便日后离线使用。',
    home: '换算器（首页）',
  },
  id: {
    offline: 'Anda sedang offline',
    notSaved: (page, retry) =>
      `Halaman ini (${page}) belum pernah dibuka di perangkat ini, sehingga tidak dapat ditampilkan tanpa koneksi internet. ${retry('Coba lagi')} setelah Anda kembali online.`,
    savedHeading: 'Tersimpan di perangkat ini',
    savedIntro: 'Halaman-halaman ini dapat dibuka tanpa koneksi dan menghitung konversi dengan kurs terakhir yang diterima perangkat ini:',
    nothingSaved: 'Belum ada halaman yang tersimpan di perangkat ini. Halaman yang Anda buka saat online akan disimpan untuk nanti.',
    home: 'Konverter (beranda)',
  },
  vi: {
    offline: 'Bạn đang ngoại tuyến',
    notSaved: (page, retry) =>
      `Trang này (${page}) chưa từng được mở trên thiết bị này nên không thể hiển thị khi không có kết nối. Hãy ${retry('thử lại')} khi bạn có kết nối trở lại.`,
    savedHeading: 'Đã lưu trên thiết bị này',
    savedIntro: 'Các trang này mở được khi không có kết nối và quy đổi theo tỷ giá gần nhất mà thiết bị này nhận được:',
    nothingSaved: 'Chưa có trang nào được lưu trên thiết bị này. Những trang bạn mở khi có mạng sẽ được lưu lại để dùng sau.',
    home: 'Công cụ chuyển đổi (trang chủ)',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The locale a site path (with or without its query) belongs to, by its prefix. */
export function localeOf(path: string): Locale {
  return splitLocale(path.replace(/[?#].*$/, '')).locale;
}

/** The <title> of a saved page, as plain text (our pages escape it; decode so it is escaped once). */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The locale's home first, then its pages by title, then other locales' pages by title: the list
 * a visitor scans for the pair they want, in their language first.
 */
export function sortSavedPages(pages: SavedPage[], locale: Locale = DEFAULT_LOCALE): SavedPage[] {
  const home = localizedPath('/', locale);
  const rank = (page: SavedPage) => (page.path === home ? 0 : localeOf(page.path) === locale ? 1 : 2);
  const collator = new Intl.Collator(intlLocale(locale));
  return [...pages].sort((a, b) => rank(a) - rank(b) || collator.compare(a.title, b.title));
}

/**
 * The page shown instead of the browser's error page when a page that this device never saved
 * is opened without a connection, in the language of the address's locale prefix. Plain HTML
 * with its own small style and no script (the site's stylesheet is inlined into each page, so
 * there is none to reuse).
 */
export function offlinePageHtml(requestedPath: string, saved: SavedPage[]): string {
  const locale = localeOf(requestedPath);
  const text = TEXTS[locale];
  const home = localizedPath('/', locale);
  const address = escapeHtml(requestedPath);
  const items = sortSavedPages(saved, locale)
    .map((page) => {
      // A saved page of another locale is titled in its own language.
      const pageLocale = localeOf(page.path);
      const lang = pageLocale === locale ? '' : ` lang="${pageLocale}"`;
      return `<li><a href="${escapeHtml(page.path)}"${lang}>${escapeHtml(page.path === home ? text.home : page.title)}</a></li>`;
    })
    .join('');
  const list = items ? `<h2>${text.savedHeading}</h2><p>${text.savedIntro}</p><ul>${items}</ul>` : `<p>${text.nothingSaved}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${text.offline} | CryptoCalc</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:#f9fafb;--fg:#111827;--muted:#4b5563;--card:#fff;--border:#e2e8f0;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#090e1a;--fg:#f1f5f9;--muted:#b4bfcf;--card:#0f1524;--border:#243049;--link:#7aa7f9}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1rem}
section{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.25rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .25rem}
p{color:var(--muted);margin:.5rem 0}ul{padding-left:1.25rem}li{margin:.35rem 0}
a{color:var(--link);text-underline-offset:2px}a:focus-visible{outline:2px solid var(--link);outline-offset:2px;border-radius:2px}
</style>
</head>
<body>
<main>
<section>
<h1>${text.offline}</h1>
<p>${text.notSaved(`<code>${address}</code>`, (label) => `<a href="${address}">${label}</a>`)}</p>
${list}
</section>
</main>
</body>
</html>`;
}
