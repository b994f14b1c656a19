// Submit page: loads a chosen file into the text box, checks the workload with the controller
// before anything runs, and shows a problem inline with its line highlighted.
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
    const p = document.createElement("p");
    if (reply.ok) {
      p.className = "ok";
      p.dataset.testid = "submit-valid";
      p.textContent = "Valid: workload '" + reply.name + "', " + reply.stages + " stages.";
      listing.hidden = true;
    } else {
      p.className = "error";
      p.dataset.testid = "submit-error";
      p.dataset.line = String(reply.line);
      p.textContent = reply.message;
      renderListing(reply.line);
    }
    result.appendChild(p);
  }

  // the user's own text, numbered, with the offending line marked
  function renderListing(bad) {
    listing.replaceChildren();
    text.value.split(/\r?\n/).forEach((line, i) => {
      const row = document.createElement("div");
      row.className = "line" + (i + 1 === bad ? " bad" : "");
      row.dataset.line = String(i + 1);
      if (i + 1 === bad) { row.dataset.testid = "submit-bad-line"; }
      const no = document.createElement("span");
      no.className = "no";
      no.textContent = String(i + 1);
      const body = document.createElement("span");
      body.textContent = line;
      row.append(no, body);
      listing.appendChild(row);
    });
    listing.hidden = bad <= 0;
    const marked = listing.querySelector(".bad");
    if (marked) { marked.scrollIntoView({ block: "center" }); }
  }

  async function check() {
    const data = new FormData();
    data.append("xml", text.value);
    const reply = await objbench.postForm("/ui/submit/check", data);
    show(reply);
    return reply.ok;
  }

  document.getElementById("validate-button").addEventListener("click", () => { check(); });
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
