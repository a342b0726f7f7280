/**
 * The area an action is timed per, in words (R002-09: searching or mapping takes 1 turn per 30 x 30 ft): a
 * square's sides where the area is one ("30 x 30 ft"), else its square feet. The room form asks the room's size
 * in these areas, and the log and cards name how many a search covered.
 */
import { t, type Text } from "../i18n/text";

export function areaText(squareFeet: number): Text {
  const side = Math.sqrt(squareFeet);
  return Number.isInteger(side)
    ? t("TURNKEEPER.Time.Area.square", { side })
    : t("TURNKEEPER.Time.Area.feet", { feet: squareFeet });
}
