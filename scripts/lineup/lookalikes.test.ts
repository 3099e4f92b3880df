import { describe, expect, it } from "vitest";

import type { ChannelsFile } from "~/data/schemas";

import { checkNameRules } from "../../build-tools/channel-name-rules";
import { checkChannelsFile } from "../../build-tools/data-consistency";
import { addChannel, renameChannel, setAliases } from "./edits";
import { channel, fixtureChannels } from "./test-data";

/**
 * Names that look like a name of the test lineup (HBO, CNN, TNT, ESPN, AMC,
 * and TCM, another name of Turner Classic Movies) in some letter case:
 * Cyrillic and Greek letters, small capitals, and mixtures of them.
 */
const LOOKALIKES = [
  // Small capitals, which Unicode gives no case mapping.
  "\u029c\u0299\u1d0f", // ʜʙᴏ
  "\u1d04\u0274\u0274", // ᴄɴɴ
  "\u1d1b\u0274\u1d1b", // ᴛɴᴛ
  "\u1d07\ua731\u1d18\u0274", // ᴇꜱᴘɴ
  "\u1d00\u1d0d\u1d04", // ᴀᴍᴄ
  "\u1d1b\u1d04\u1d0d", // ᴛᴄᴍ
  "H\u0299O", // HʙO
  "c\u0274n", // cɴn
  // Cyrillic small letters whose table prototypes are small capitals.
  "\u043d\u0432\u043e", // нво
  "\u0442n\u0442", // тnт
  "\u0422\u0441\u043c", // Тсм
  "\u0442\u0441\u043c", // тсм
  "\u0430\u043c\u0441", // амс
  // Cyrillic and Greek letters the table maps to Latin ones.
  "\u0441nn", // сnn
  "\u0421NN", // СNN
  "\u0435\u0455\u0440n", // еѕрn
  "\u0415\u0405\u0420N", // ЕЅРN
  "\u041d\u0412\u041e", // НВО
  "\u0422\u0421\u041c", // ТСМ
  "\u0391\u039cC", // ΑΜC
  "\u0397\u0392\u039f", // ΗΒΟ
  "\u03a4\u039d\u03a4", // ΤΝΤ
  "HB0",
];

const file = fixtureChannels();
const renamed = channel(file, "TBS");

/** check:data's name problems for the lineup with `channels` added. */
function dataProblems(...channels: ChannelsFile["channels"]): string[] {
  const lineup = { ...file, channels: [...file.channels, ...channels] };
  return [
    ...checkChannelsFile("channels.json", lineup),
    ...checkNameRules("channels.json", lineup.channels),
  ].map((problem) => problem.message);
}

describe.each(LOOKALIKES)("the look-alike %s", (lookalike) => {
  it("is refused by check:data as a channel's name", () => {
    expect(
      dataProblems({ id: 9001, channelName: lookalike, binary: 1 }),
    ).toEqual([expect.stringMatching(/looks like /)]);
  });

  it("is refused by check:data as another name", () => {
    expect(
      dataProblems({
        id: 9001,
        channelName: "Keystone News",
        binary: 1,
        aliases: [lookalike],
      }),
    ).toEqual([expect.stringContaining(" looks like ")]);
  });

  it("is refused by the editor as a new name, a rename and another name", () => {
    const refused = (result: { ok: boolean; message?: string }) =>
      result.ok ? "" : (result.message ?? "");
    expect(refused(addChannel(file, lookalike, ["core"], false))).toMatch(
      / looks like /,
    );
    expect(refused(renameChannel(file, renamed, lookalike))).toMatch(
      / looks like /,
    );
    expect(refused(setAliases(file, renamed, [lookalike]))).toMatch(
      / looks like /,
    );
  });
});
