/**
 * The plugin host: adaptors are OSGi bundles run by an embedded Eclipse Equinox.
 *
 * <p>{@link io.objbench.driver.plugin.PluginHost} starts the framework over a plugins directory,
 * exporting the api packages from the host (see {@link io.objbench.driver.plugin.ApiExport}) and
 * reporting every bundle that fails as a {@link io.objbench.driver.plugin.PluginProblem}.
 * {@link io.objbench.driver.plugin.OsgiAdaptorRegistry} finds the factories bundles register as
 * services under the {@value io.objbench.driver.plugin.OsgiAdaptorRegistry#TYPE_PROPERTY} property,
 * and hands them out wrapped so that every adaptor call runs with the bundle's class loader as the
 * thread context class loader; its {@link io.objbench.driver.plugin.BundleBinding} (the registry's
 * {@code workerBinding()}) lets a worker carry that loader for its whole life instead. The mission
 * engine ({@code run}) sees only that binding's interface and never this package.
 */
package io.objbench.driver.plugin;
