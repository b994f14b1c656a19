/**
 * The confirmed-object inventories of a driver (objbench extension, {@code inventory=NAME}): per
 * run, the objects whose writes were confirmed, handed to one operation at a time.
 */
package io.objbench.driver.inventory;
