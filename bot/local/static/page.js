// The local page works without this file; it only makes two forms friendlier.
"use strict";
// New table: show as many name boxes as the chosen number of players.
document.querySelectorAll("select[data-players]").forEach((select) => {
  const form = select.form;
  const update = () => {
    const players = Number(select.value);
    form.querySelectorAll("[data-seat]").forEach((box) => {
      const extra = Number(box.dataset.seat) > players;
      box.hidden = extra;
      box.querySelector("input").disabled = extra;
    });
    form.querySelectorAll(".if-more").forEach((hint) => { hint.hidden = true; });
  };
  select.addEventListener("change", update);
  update();
});
// Resign and abandon ask first.
document.querySelectorAll("form[data-confirm]").forEach((form) => {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.dataset.confirm)) event.preventDefault();
  });
});
