package io.objbench.web.server;

/**
 * A group of UI pages, found with {@link java.util.ServiceLoader} (list implementations in
 * {@code META-INF/services/io.objbench.web.server.UiModule}): each registers its routes at start.
 * The dashboard, login, submit, editor and matrix pages are built in; the workload, report and
 * compare pages come as modules.
 */
public interface UiModule {

    /** Adds this module's routes, working over {@code services}. */
    void register(UiRoutes routes, UiServices services);
}
