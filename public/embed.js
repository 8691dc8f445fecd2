/*
 * Vedic Calendar widgets, one line on any page:
 *   <script src="https://SITE/embed.js" data-widget="panchang-compact" data-city="varanasi" data-lang="hi" async></script>
 * Puts the widget's frame after this script and keeps the frame as tall as
 * the widget, from the height the widget posts ({type:'vc-embed-height', height}),
 * believed only from this script's own origin and from that frame.
 * Optional: data-conventions (amanta-24h ...), data-theme, data-accent, data-size, data-n, data-title.
 * docs/widgets.md lists the widgets and their parameters.
 */
(function () {
  var s = document.currentScript;
  if (!s || !s.src) return;
  var d = s.dataset;
  var origin = new URL(s.src).origin;
  var e = encodeURIComponent;
  var path = (d.lang === 'hi' ? '/hi' : '') + '/embed/' + e(d.widget || 'panchang-compact') + '/' + e(d.city || 'new-delhi') + (d.conventions ? '/' + e(d.conventions) : '');
  var q = new URLSearchParams();
  ['theme', 'accent', 'size', 'n'].forEach(function (k) {
    if (d[k]) q.set(k, d[k]);
  });
  var f = document.createElement('iframe');
  f.src = origin + path + (q.toString() ? '?' + q : '');
  f.title = d.title || 'Vedic Calendar';
  f.style.cssText = 'display:block;width:100%;border:0;height:200px';
  s.parentNode.insertBefore(f, s.nextSibling);
  window.addEventListener('message', function (m) {
    if (m.origin !== origin || m.source !== f.contentWindow) return;
    var h = m.data && m.data.type === 'vc-embed-height' ? m.data.height : NaN;
    if (typeof h === 'number' && h > 0 && h < 20000) f.style.height = Math.ceil(h) + 'px';
  });
})();
