export function BannerSection() {
  return null;
}
