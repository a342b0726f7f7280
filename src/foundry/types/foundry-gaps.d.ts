/**
 * Gaps in foundry-vtt-types 13.x that Turnkeeper relies on, declared once with what the public v13 API says.
 */
declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /**
       * v13 calls this with the scene controls as a record by control name (`{ tokens, templates, ... }`), each
       * control holding its tools as a record by tool name; the types do not declare the hook.
       */
      getSceneControlButtons: (
        controls: Record<string, foundry.applications.ui.SceneControls.Control>,
      ) => void;
    }
  }
}

export {};
