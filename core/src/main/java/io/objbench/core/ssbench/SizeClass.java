package io.objbench.core.ssbench;

import java.util.Optional;

/**
 * A size class of a scenario: every CREATE and UPDATE of it draws a size uniformly from
 * {@code sizeMin..sizeMax} bytes, both included.
 *
 * @param name    the class's name, unique in the scenario
 * @param sizeMin smallest size in bytes
 * @param sizeMax largest size in bytes
 * @param profile its own CRUD weights, empty when it uses the scenario's
 */
public record SizeClass(String name, long sizeMin, long sizeMax, Optional<CrudProfile> profile) {
}
