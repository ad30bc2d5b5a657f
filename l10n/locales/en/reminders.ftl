# /remindme: each person's own reminders (issue 34): how, quiet hours, time zone, away.

remind-bad-how = Choose channel or dm.
remind-bad-zone = { $zone } is not a time zone I know. Use a name like Europe/Berlin or America/New_York (the list suggests some).
remind-bad-quiet = { $quiet } is not a span of quiet hours. Write it like 22:00-07:00, or off.
remind-quiet-needs-zone = Quiet hours need your time zone: add timezone, for example Europe/Berlin.
remind-bad-away = { $away } is not an away period. Write a number of days (1 to 365), the date you are back (2026-12-24), or off.
remind-how-channel = Reminders: a ping in the table's channel.
remind-how-dm = Reminders: a direct message (a ping in the table's channel if direct messages cannot reach you).
remind-quiet = Quiet hours: { $start }-{ $end } ({ $zone }); a reminder due then waits until they end.
remind-no-quiet = No quiet hours.
remind-zone = Time zone: { $zone }.
remind-away = Away until { $until } ({ $zone }): no reminders, and the AI does not play your turns for you.
remind-dm = Your move at **{ $title }** has been waiting since { $since }: { $link }
remind-away-mark = { $who } (away)
