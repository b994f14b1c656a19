// Editor and matrix pages: after every change, asks the server for the generated XML and shows
// it with the problems that would stop it; the server does all the generating.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("generator-form");
  const xml = document.getElementById("generator-xml");
  const problems = document.getElementById("generator-problems");
  let timer = null;
  let asked = 0;

  async function refresh() {
    const mine = ++asked;
    const reply = await objbench.postForm(form.dataset.preview, new URLSearchParams(new FormData(form)));
    if (mine !== asked) { return; } // a newer change is on its way
    xml.textContent = reply.xml;
    problems.replaceChildren(...reply.problems.map(p => {
      const li = document.createElement("li");
      li.textContent = p;
      return li;
    }));
    form.dataset.ok = String(reply.ok);
    if (window.objbenchGenerated) { window.objbenchGenerated(reply); }
  }

  // "change" too: a <select> changed by a script or some input methods fires no "input"
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 250);
  };
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  refresh();
});
