:- use_module(library(lists)).
0.2::e0(1).
0.2::e0(3).
0.5::e1(2,3).
e1(3,2).
0.1::e2(1).
0.3::e2(2); 0.3::e2(3); 0.2::e2(1).
p00(Y,Y) <- e0(2), p00(Y,Y).
p00(2,X) :- e1(X,Y), p00(Y,2).
p00(X,X) <- e0(Z), e0(Z), p00(2,2), between(1,3,X).
p10(X,2) :- (e0(X), e0(X), T =.. [g, X], T \== g(0)) ; (p10(2,X)).
p10(X,3) :- e2(X), p00(X,Z), compare(O, Z, 3).
P::p11(Y) :- (p11(Y), e0(Y)), P is Y / 4.
p11(X) :- p11(Y), p11(Y), e2(2), between(1,3,X), Y @=< f(1), findall(V, e0(V), L), L = [].
p20(X) :- p11(X), e1(X,Z), findall(V, p00(X,V), L), L \= [], Z =:= 3.
p20(X) :- p20(Y), e2(1), between(1,3,X), \+ p11(X).
p30(Y) :- p10(Y,3), Y =\= 2, Y \== Y.
p31(1,3) :- e1(1,X), p30(X), p00(X,Y), not p00(Y,Y), \+ e2(X).
0.6::p31(Y,Y) :- e0(Y), p11(Y), call(e1, 2, 1), not p20(Y).
p31(X,Y) :- p31(2,X), e0(X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, W is Y + 3, W < 5.
query(p00(Y,1)).
