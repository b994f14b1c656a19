package io.objbench.web.server;

import io.objbench.controller.server.UiContext;
import io.objbench.web.render.Pages;

/**
 * What page handlers work with: the controller's queue, history and drivers ({@link #context()})
 * and the one template renderer.
 *
 * @param context  the controller's side
 * @param pages    the template renderer
 * @param openNote a note for the page footer when the UI is open to anyone (no users configured),
 *                 empty otherwise
 */
public record UiServices(UiContext context, Pages pages, String openNote) {
}
