// Editor page: "Download XML" saves exactly the XML shown below the form (the server's last
// preview), named after the workload.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  document.getElementById("editor-download").addEventListener("click", () => {
    const xml = document.getElementById("generator-xml").textContent;
    const name = (document.querySelector("[name=name]").value || "workload").replace(/[^A-Za-z0-9._-]/g, "_");
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([xml], { type: "application/xml" }));
    link.download = name + ".xml";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  });
});
