/**
 * Whether the recorder supports this browser, judged by its user agent as the spec asks: Chrome, Edge, Firefox and
 * Safari (on any system, their iOS shells included). Browsers built on Chromium that name themselves (Opera, Samsung
 * Internet, Yandex…) and Internet Explorer are refused: they are where recording has failed in the past.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Trident\/|MSIE |OPR\/|Opera|SamsungBrowser\/|YaBrowser\/|UCBrowser\/|Vivaldi\/|Brave\//.test(userAgent)) return false;
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return true;
  if (/(Firefox|FxiOS)\//.test(userAgent)) return true;
  if (/(HeadlessChrome|Chrome|CriOS)\//.test(userAgent)) return true;
  return /Version\/[\d.]+.*Safari\//.test(userAgent);
}
