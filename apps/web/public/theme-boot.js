// The theme of this host, saved by the app on its last visit (spec 000 §3: per-host custom theme),
// applied before React starts so the first paint already has the school's background and font;
// React's first render takes the colours from the same entry (app/theme.ts readRememberedTheme),
// and applyTheme() sets these variables again once the school is loaded.
(function () {
  try {
    var theme = JSON.parse(localStorage.getItem('trilha-theme:' + location.host) || 'null');
    if (!theme) return;
    var root = document.documentElement.style;
    if (/^[A-Za-z ]{1,32}$/.test(theme.font_primary || '')) {
      root.setProperty('--trilha-font', '"' + theme.font_primary + '", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    }
    // Only our own preset paths: nothing from storage reaches CSS unchecked.
    if (/^\/backgrounds\/[a-z0-9-]+\.webp$/.test(theme.background || ''))
      root.setProperty('--trilha-background-image', 'url("' + theme.background + '")');
    if (theme.name) document.title = theme.name;
  } catch (e) {}
})();
