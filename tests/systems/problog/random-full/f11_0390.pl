e0(2,3).
0.1::e0(1,1); 0.3::e0(3,3).
0.6::e1(3).
p00(Y) <- e0(3,Y), p00(Y), Y = Y.
p00(1) :- p00(Z), p00(3).
p00(X) :- p00(1), e1(Z), e1(Z), between(1,3,X).
p10(X) :- p00(2), between(1,3,X), not e1(X).
p10(X) :- p10(Y), p10(2), e0(3,Z), between(1,3,X), not p00(X), call(p00, Y).
0.1::p20 :- p10(3), p00(Y), p00(Y).
p20 :- e0(1,Z).
p30(Y) :- p30(Z), p30(Z), between(1,3,Y), not p00(1), compare(O, Z, 2).
0.1::p30(2) :- p31(X), p31(1), X == 3, call(p00, X).
0.75::p30(X) :- p31(Y), p20, e1(3), between(1,3,X), \+ p20.
p31(X) :- p31(1), between(1,3,X).
query(p00(2)).
