/**
 * The pages a visitor without a session may open when the school turned on its open showcase
 * (Aparência "vitrine aberta", docs/appearance.md): the catalogue, a course and a module. Every
 * other page still asks to sign in; the lesson page among them, since it is what the showcase sells.
 */
export const isShowcasePath = (pathname: string) => /^\/courses(\/[^/]+)?\/?$/.test(pathname) || /^\/modulos\/[^/]+\/?$/.test(pathname);
