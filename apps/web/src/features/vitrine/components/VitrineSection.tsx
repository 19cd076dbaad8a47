export function VitrineSection() {
  return null;
}
