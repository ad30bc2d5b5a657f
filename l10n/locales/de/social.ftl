# Zuschauer und Revanchen (issue 34), Deutsch. $who und $waiting sind Anzeigenamen, nie
# übersetzt; $game ist der Titel des Spiels.

## /watch und /unwatch (Antworten nur für den Zuschauer)

social-watch-via = „{ $via }“ ist keine Art, einem Tisch zu folgen: Wähle eine Direktnachricht oder eine Erwähnung im Kanal.
social-watch-seated = Du spielst an diesem Tisch mit, du bekommst seinen Spielplan also schon.
social-watching-dm = Du schaust bei { $game } zu: Immer wenn ein anderer Spieler am Zug ist, bekommst du den Spielplan als Direktnachricht. Mit { "/nicht-mehr-zuschauen" } hörst du auf.
social-watching-mention = Du schaust bei { $game } zu: Immer wenn ein anderer Spieler am Zug ist, wirst du hier mit dem Spielplan erwähnt. Mit { "/nicht-mehr-zuschauen" } hörst du auf.
social-watching-now-dm = Du schaust bei { $game } schon zu; ab jetzt bekommst du den Spielplan als Direktnachricht.
social-watching-now-mention = Du schaust bei { $game } schon zu; ab jetzt wirst du hier mit dem Spielplan erwähnt.
social-not-watching = Du schaust bei { $game } nicht zu.
social-unwatched = Du schaust bei { $game } nicht mehr zu.

## Was ein Zuschauer über dem Spielplan liest

social-watch-header-dm = Du schaust bei { $game } in { $channel } zu (mit { "/nicht-mehr-zuschauen" } dort hörst du auf):
social-watch-header-mention = { $who }: der Spielplan von { $game }, bei dem du zuschaust:

## Der Knopf „Revanche“

social-button-rematch = Revanche
social-rematch-not-finished = Nur ein beendetes Spiel kann noch einmal gespielt werden.
social-rematch-not-player = Nur wer dieses Spiel mitgespielt hat, kann die Revanche eröffnen.
social-rematch-running = Die Revanche dieses Spiels läuft schon.
social-rematch-opened = { $who } hat eine Revanche von { $game } eröffnet. Sie beginnt, sobald { $waiting } { $count ->
        [one] dazugekommen ist
       *[other] dazugekommen sind
    } (mit dem Knopf „Revanche“ oder { "/mitspielen" }).
