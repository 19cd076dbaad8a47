// Pages whose first screen the server drew into their HTML (#prepaint, apps/web/src/lib/prepaint.ts)
// start the app once that screen is painted with its pictures, not before. On a phone's link the
// app's 160 KB of script and the page's other downloads would otherwise share the bandwidth with the
// first banner and hold the screen blank while the script evaluates. The server writes this tag in
// place of the app's module script and keeps the page's hints in #prepaint-hints until now
// (apps/server/src/platform/web.ts); a slow picture holds the app back two seconds at most.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry || !/^\/assets\/[\w.-]+\.js$/.test(entry)) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var hints = document.getElementById('prepaint-hints');
    if (hints && hints.content) document.head.appendChild(hints.content.cloneNode(true));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  function pictures() {
    var images = document.querySelectorAll('#prepaint img');
    var waits = [];
    for (var i = 0; i < images.length; i++) {
      waits.push(
        images[i].decode().catch(function () {
          return null;
        }),
      );
    }
    return Promise.all(waits);
  }
  // An animation frame runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(function () {
    setTimeout(function () {
      pictures().then(start);
      setTimeout(start, 2000);
    }, 0);
  });
})();
