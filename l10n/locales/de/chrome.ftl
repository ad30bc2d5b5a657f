# Die eigenen Worte des Bots (Dienst, Discord, lokale Seite), Deutsch.

chrome-language-name = Deutsch
chrome-not-your-turn = Du bist nicht am Zug.
chrome-list-and = { $items }

## Ablehnungen des ganzen Dienstes. Befehlsnamen bleiben, wie sie sind ({ "/abandon" }).

chrome-storage-full = Der Speicher des Bots ist voll. Das wurde nicht gespeichert, und nichts hat sich geändert. Bitte sag dem Betreiber des Bots Bescheid.
chrome-storage-failed = Die Datenbank konnte das nicht speichern, also hat sich nichts geändert. Versuch es gleich noch einmal; wenn es wieder passiert, sag dem Betreiber des Bots Bescheid.
chrome-damaged-what = Die gespeicherten Daten dieses Tisches sind beschädigt; er kann weder gespielt noch angezeigt werden.
chrome-damaged = { chrome-damaged-what } Der Gastgeber oder ein Server-Moderator kann ihn mit { "/abandon" } schließen; die anderen Tische sind nicht betroffen.
chrome-elsewhere = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal oder auf einem anderen Server; hier bewirkt er nichts.
