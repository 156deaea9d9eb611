// The course's own script for its docs (docs_doxygen.py adds it to every page).
//
// Asides (<details class="aside">, docs_pages.py) are folded until opened. A link to a heading
// inside one, or an address that ends with it (#lesson_03_the_range_of_doubles: a failing
// check's reread pointer, the table of contents), opens it first; printing opens every aside
// and closes again those the reader had not opened (course.css opens them for print media as
// well, where the browser can: a print preview and an emulated print show them open too).
(function () {
  "use strict";
  function asideOf(id) {
    var target = id && document.getElementById(id);
    var box = target && target.closest("details.aside");
    return box ? { target: target, box: box } : null;
  }
  function idOf(hash) {
    if (!hash || hash.length < 2) return "";
    try { return decodeURIComponent(hash.slice(1)); } catch (e) { return hash.slice(1); }
  }
  function openTo(hash, scroll) {
    var found = asideOf(idOf(hash));
    if (!found) return;
    found.box.open = true;
    if (!scroll) return;
    // the aside's first heading sits under its summary: show the whole box from its top
    var heading = found.target.closest("h1, h2, h3, h4, h5, h6");
    var first = heading && heading.previousElementSibling &&
        heading.previousElementSibling.tagName === "SUMMARY";
    (first ? found.box : found.target).scrollIntoView();
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href*='#']");
    if (link && link.pathname === location.pathname) openTo(link.hash, false);
  });
  window.addEventListener("hashchange", function () { openTo(location.hash, true); });
  function atLoad() {
    // the table of contents marks the headings that are in an aside, with its kind
    document.querySelectorAll(".toc a[href^='#']").forEach(function (link) {
      var found = asideOf(idOf(link.hash));
      if (!found) return;
      var kind = /\baside-([a-z-]+)/.exec(found.box.className.replace("aside ", ""));
      link.classList.add("in-aside");
      if (kind) link.classList.add("in-aside-" + kind[1]);
    });
    openTo(location.hash, true);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", atLoad);
  else atLoad();

  var openedForPrint = [];
  function beforePrint() {
    document.querySelectorAll("details.aside:not([open])").forEach(function (box) {
      box.open = true;
      openedForPrint.push(box);
    });
  }
  function afterPrint() {
    openedForPrint.forEach(function (box) { box.open = false; });
    openedForPrint = [];
  }
  window.addEventListener("beforeprint", beforePrint);
  window.addEventListener("afterprint", afterPrint);
})();
