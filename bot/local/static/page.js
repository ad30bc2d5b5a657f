// The local page works without this file; it only makes two forms friendlier.
"use strict";
// New table: show as many seats as the chosen number of players; an AI seat needs no name.
document.querySelectorAll("select[data-players]").forEach((select) => {
  const form = select.form;
  const update = () => {
    const players = Number(select.value);
    form.querySelectorAll("[data-seat]").forEach((box) => {
      const extra = Number(box.dataset.seat) > players;
      const who = box.querySelector("select");
      const name = box.querySelector("input");
      const ai = Boolean(who && who.value);
      box.hidden = extra;
      if (who) who.disabled = extra;
      name.disabled = extra || ai;
      name.dataset.person ??= name.placeholder;
      name.placeholder = ai ? who.selectedOptions[0].text : name.dataset.person;
    });
    form.querySelectorAll(".if-more").forEach((hint) => { hint.hidden = true; });
  };
  select.addEventListener("change", update);
  form.querySelectorAll("[data-seat] select").forEach((who) => who.addEventListener("change", update));
  update();
});
// Resign and abandon ask first.
document.querySelectorAll("form[data-confirm]").forEach((form) => {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.dataset.confirm)) event.preventDefault();
  });
});
