// The theme of this host, saved by the app on its last visit (spec 000 §3: per-host custom theme).
(function () {
  try {
    var theme = JSON.parse(localStorage.getItem('trilha-theme:' + location.host) || 'null');
    if (!theme) return;
    var root = document.documentElement;
    root.style.setProperty('--trilha-primary', theme.primary_color);
    root.style.setProperty('--trilha-text', theme.text_color);
    if (theme.name) document.title = theme.name;
  } catch (e) {}
})();
