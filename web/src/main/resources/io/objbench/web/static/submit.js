// Submit page: loads a chosen file into the text box, checks the workload with the controller
// before anything runs, and shows every problem inline with its line highlighted, or the
// warnings of a valid workload.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("submit-form");
  const text = form.elements["xml"];
  const file = form.elements["file"];
  const result = document.getElementById("check-result");
  const listing = document.getElementById("listing");

  file.addEventListener("change", async () => {
    if (file.files.length > 0) { text.value = await file.files[0].text(); }
  });

  function show(reply) {
    result.replaceChildren();
    result.dataset.ok = String(reply.ok);
    if (reply.ok) {
      const p = document.createElement("p");
      p.className = "ok";
      p.dataset.testid = "submit-valid";
      p.textContent = "Valid: workload '" + reply.name + "', " + reply.stages + " stages.";
      result.appendChild(p);
      listing.hidden = true;
    } else {
      // every error of the text at once, each with its line marked in the listing
      reply.errors.forEach(e => {
        const p = document.createElement("p");
        p.className = "error";
        p.dataset.testid = "submit-error";
        p.dataset.line = String(e.line);
        p.textContent = e.message;
        result.appendChild(p);
      });
      renderListing(new Set(reply.errors.map(e => e.line).filter(l => l > 0)));
    }
    (reply.warnings || []).forEach(w => {
      const p = document.createElement("p");
      p.className = "warn";
      p.dataset.testid = "submit-warning";
      p.textContent = "Warning: " + w;
      result.appendChild(p);
    });
  }

  // the user's own text, numbered, with the offending lines marked
  function renderListing(bad) {
    listing.replaceChildren();
    text.value.split(/\r?\n/).forEach((line, i) => {
      const marked = bad.has(i + 1);
      const row = document.createElement("div");
      row.className = "line" + (marked ? " bad" : "");
      row.dataset.line = String(i + 1);
      if (marked) { row.dataset.testid = "submit-bad-line"; }
      const no = document.createElement("span");
      no.className = "no";
      no.textContent = String(i + 1);
      const body = document.createElement("span");
      body.textContent = line;
      row.append(no, body);
      listing.appendChild(row);
    });
    listing.hidden = bad.size === 0;
    const first = listing.querySelector(".bad");
    if (first) { first.scrollIntoView({ block: "center" }); }
  }

  async function check() {
    const data = new FormData();
    data.append("xml", text.value);
    // an ssbench scenario is converted with these fields (the server ignores them for workload XML)
    new FormData(form).forEach((v, k) => { if (k.startsWith("ss-")) { data.append(k, v); } });
    const reply = await objbench.postForm("/ui/submit/check", data);
    show(reply);
    return reply.ok;
  }

  document.getElementById("validate-button").addEventListener("click", () => { check(); });

  // capacity search: the server turns the fields into the <search> element of the text box's workload
  const searchForm = document.getElementById("search-form");
  const searchResult = document.getElementById("search-result");
  async function applySearch() {
    const data = new FormData(searchForm);
    data.append("xml", text.value);
    const reply = await objbench.postForm("/ui/submit/search", data);
    searchResult.replaceChildren();
    searchResult.dataset.ok = String(reply.ok);
    if (reply.ok) {
      text.value = reply.xml;
      const p = document.createElement("p");
      p.className = "ok";
      p.dataset.testid = "search-applied";
      p.textContent = "The workload now has this search; Validate or Submit to run it.";
      searchResult.appendChild(p);
    }
    reply.errors.forEach(e => {
      const p = document.createElement("p");
      p.className = "error";
      p.dataset.testid = "search-error";
      p.textContent = e.message;
      searchResult.appendChild(p);
    });
  }
  document.getElementById("search-apply").addEventListener("click", () => { applySearch(); });
  searchForm.addEventListener("submit", (event) => { event.preventDefault(); applySearch(); });
  // the file's content is already in the text box: do not send it twice
  form.addEventListener("submit", async (event) => {
    if (form.dataset.checked === "yes") { return; }
    event.preventDefault();
    const target = event.submitter ? event.submitter.formAction : form.action;
    if (await check()) {
      form.dataset.checked = "yes";
      file.value = "";
      form.action = target;
      form.submit();
    }
  });
});
