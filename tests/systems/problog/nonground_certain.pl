% A non-ground answer that is certain is printed; ground ones beside it.
0.3::p(2).
p(X) :- X = 3 ; true.
query(p(X)).
