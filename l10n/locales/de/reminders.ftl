# /erinnere-mich: die eigenen Erinnerungen (Issue 34): wie, Ruhezeiten, Zeitzone, abwesend.

remind-bad-how = Wähle Kanal oder Direktnachricht.
remind-bad-zone = { $zone } ist keine Zeitzone, die ich kenne. Nimm einen Namen wie Europe/Berlin oder America/New_York (die Liste schlägt welche vor).
remind-bad-quiet = { $quiet } ist keine Ruhezeit. Schreib sie wie 22:00-07:00 oder aus.
remind-quiet-needs-zone = Für Ruhezeiten brauche ich deine Zeitzone: gib zeitzone an, zum Beispiel Europe/Berlin.
remind-bad-away = { $away } ist keine Abwesenheit. Schreib eine Zahl von Tagen (1 bis 365), den Tag deiner Rückkehr (2026-12-24) oder aus.
remind-how-channel = Erinnerungen: eine Erwähnung im Kanal des Tisches.
remind-how-dm = Erinnerungen: eine Direktnachricht (eine Erwähnung im Kanal des Tisches, wenn dich Direktnachrichten nicht erreichen).
remind-quiet = Ruhezeit: { $start }-{ $end } ({ $zone }); eine Erinnerung in dieser Zeit wartet bis zu ihrem Ende.
remind-no-quiet = Keine Ruhezeit.
remind-zone = Zeitzone: { $zone }.
remind-away = Abwesend bis { $until } ({ $zone }): keine Erinnerungen, und die KI zieht nicht für dich.
remind-dm = Du bist bei **{ $title }** am Zug (zuletzt gezogen: { $since }): { $link }
remind-away-mark = { $who } (abwesend)
