import { describe, expect, it, vi } from "vitest";
import { interpretRemoteReply, interpretRemoteReplyText, validateRemote } from "./remote";

describe("remote rule", () => {
  it("passes on true", () => {
    expect(interpretRemoteReply(true)).toEqual({ valid: true });
    expect(interpretRemoteReply("true")).toEqual({ valid: true });
    expect(interpretRemoteReplyText("true")).toEqual({ valid: true });
    expect(interpretRemoteReplyText(" true ")).toEqual({ valid: true });
  });

  it("otherwise the reply is the message", () => {
    expect(interpretRemoteReply("That user name is taken.")).toEqual({
      valid: false,
      message: "That user name is taken.",
    });
    expect(interpretRemoteReplyText('"That user name is taken."')).toEqual({
      valid: false,
      message: "That user name is taken.",
    });
  });

  it("a reply with no text gives the default message", () => {
    for (const reply of [false, null, undefined, "", 0, {}, []]) {
      expect(interpretRemoteReply(reply)).toEqual({ valid: false, message: "Please fix this field." });
    }
    expect(interpretRemoteReplyText("false")).toEqual({ valid: false, message: "Please fix this field." });
  });

  it("an unparseable reply is read as text", () => {
    expect(interpretRemoteReplyText("Not allowed")).toEqual({ valid: false, message: "Not allowed" });
  });

  it("sends the field name and value", async () => {
    const post = vi.fn(async () => "true");
    await expect(validateRemote(post, "username", "anna")).resolves.toEqual({ valid: true });
    expect(post).toHaveBeenCalledWith({ username: "anna" });
  });
});
