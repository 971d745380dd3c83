% Negated queries and evidence.
0.3::a. 0.6::b. c :- a. c :- b.
query(\+ c). query(\+ a).
evidence(\+ b).
