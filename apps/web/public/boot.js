// Starts the web app on a page the server rendered. The page is painted and readable without
// scripts; the app's modules (data-entry, and data-preload: the chunks it imports) are asked for
// once the page has loaded (its styles, font and first photo) and painted, so they never compete
// with what the visitor sees first. The server writes this tag in place of Vite's module script
// and preload links (apps/api/src/modules/pages/server-render.ts).
(function () {
  'use strict';
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  // `why` goes on <html data-boot> (paint, frame, hidden, click or timeout), for tests and debugging.
  function start(why) {
    if (started || !entry) return;
    started = true;
    document.documentElement.setAttribute('data-boot', why);
    for (var i = 0; i < preload.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // Once the page's first text or image is on screen (the browser reports its first contentful
  // paint); a hidden tab paints nothing, and a browser without paint timing waits one frame.
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start('hidden');
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(function () {
          start('frame');
        }, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start('paint');
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // Clicks on the footer's hidden letter before the app runs: their times go on
  // <html data-admin-clicks>, where the app's counter (use-admin-trigger.ts) takes them over and
  // sets data-admin-live. A visitor who clicks it wants the app now. Counted on the way down, at
  // the window: React stops a click on a part it has not taken over yet before it goes further.
  var root = document.documentElement;
  window.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-admin-live')) return;
      var target = event.target;
      if (!(target instanceof Element) || !target.closest('[data-admin-trigger]')) return;
      var clicks = root.getAttribute('data-admin-clicks');
      root.setAttribute('data-admin-clicks', (clicks ? clicks + ' ' : '') + Date.now());
      start('click');
    },
    true,
  );

  // The visitor's first use of the page (a touch, a key, a scroll, the mouse moving) goes on
  // <html data-used>: the parts whose code waits for it (lib/server-rendered-section.tsx) load then,
  // also when it came before the app.
  var uses = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart', 'focusin'];
  function used() {
    root.setAttribute('data-used', '');
    for (var i = 0; i < uses.length; i++) window.removeEventListener(uses[i], used, true);
  }
  for (var u = 0; u < uses.length; u++) window.addEventListener(uses[u], used, { capture: true, passive: true });

  // Whether React has taken `element` over: it marks each element it renders or hydrates.
  function adopted(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].lastIndexOf('__reactFiber$', 0) === 0) return true;
    return false;
  }
  // Whether `node` lies in a part of the page the server wrote that React has not taken over yet
  // (a Suspense boundary whose code is still coming): going up, an opening `<!--$-->` of the
  // server's markup comes before an element React has adopted. React drops a click there.
  function waiting(node) {
    var app = document.getElementById('root');
    if (!app || !app.contains(node)) return false;
    for (; node && node !== app; node = node.parentNode) {
      if (node.nodeType === 1 && adopted(node)) return false;
      var depth = 0;
      for (var sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
        if (sibling.nodeType !== 8) continue;
        if (sibling.data === '/$') depth++;
        else if (/^\$[?!]?$/.test(sibling.data) && depth-- === 0) return true;
      }
    }
    return false;
  }
  // A tap on a button there (a card's heart, 'Altri filtri') before its code has come is held, and
  // given again to the same element once React has taken it over, within 10 s. Links are left to
  // the browser, which follows them; the hidden letter counts its clicks itself (above).
  window.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!event.isTrusted || !(target instanceof Element) || !waiting(target)) return;
      if (target.closest('a[href], [data-admin-trigger]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      var until = Date.now() + 10000;
      (function replay() {
        if (!target.isConnected || Date.now() > until) return;
        if (waiting(target)) return void requestAnimationFrame(replay);
        target.dispatchEvent(new MouseEvent('click', event));
      })();
    },
    true,
  );

  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  // A photo that never finishes loading does not hold the page's controls back for long.
  setTimeout(function () {
    start('timeout');
  }, 3000);
})();
