package io.objbench.driver.run;

/**
 * What a worker's thread must carry before its first storage call, provided by whoever made the
 * sessions (the plugin package binds a bundle's class loader): the engine calls it and knows
 * nothing of class loaders or bundles.
 */
@FunctionalInterface
public interface WorkerBinding {

    /** Binds nothing: sessions from the class path. */
    WorkerBinding NONE = sessions -> {
    };

    /**
     * Called once on the worker's own thread, before it works, with the worker's sessions by
     * adaptor index; may point them at a faster direct target ({@link MeasuredSession#callDirectly}).
     */
    void bind(MeasuredSession[] sessions);
}
