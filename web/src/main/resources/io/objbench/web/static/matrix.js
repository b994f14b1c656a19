// Matrix page: lists the generated workloads, each with its own submit button (a button of the
// form, so every field goes along with "only=<number>").
"use strict";
window.objbenchGenerated = (reply) => {
  const list = document.getElementById("matrix-list");
  const count = document.getElementById("matrix-count");
  count.textContent = reply.ok ? reply.points + " combinations, " + reply.workloads.length + " workload(s)" : "";
  count.dataset.points = String(reply.points);
  list.replaceChildren(...reply.workloads.map((w, i) => {
    const row = document.createElement("div");
    row.dataset.testid = "matrix-workload";
    row.dataset.name = w.name;
    const button = document.createElement("button");
    button.type = "submit";
    button.name = "only";
    button.value = String(i);
    button.formAction = "/ui/matrix/submit";
    button.dataset.testid = "matrix-submit-" + i;
    button.textContent = "Submit";
    const details = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = w.name;
    const pre = document.createElement("pre");
    pre.className = "xml";
    pre.textContent = w.xml;
    details.append(summary, pre);
    row.append(button, " ", details);
    return row;
  }));
};
