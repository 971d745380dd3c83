:- use_module(library(lists)).
e0(3).
0.5::e0(1).
0.7::e1(2).
0.1::e1(1); 0.1::e1(2).
p00 :- e1(2), p00, e0(2).
p00 :- (e0(X), compare(O, X, 1), W is X + 3, W < 5) ; (e0(2)).
0.8::p00 :- (e1(X), e1(3), e0(X), compare(O, X, 3), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (X \== 3, e0(X), e1(X), T =.. [g, X], T \== g(0)).
p10 :- e0(Z), p11(Z), Z = Z.
0.1::p11(X) :- p00, p10, between(1,3,X), \+ p00.
p11(X) :- e0(Z), e0(Y), p11(X).
P::p20(Y,Y) :- (p21(Z,X), between(1,3,Y), findall(V, e1(V), L), L = [], findall(V, e0(V), L), L = []), P is Y / 4.
p21(X,X) :- p00, between(1,3,X), X =:= 2, X @=< 3.
0.3::p21(X,X) :- p10, e1(X), \+ p10.
P::p21(2,X) :- (p00, p20(1,Y), p20(Z,2), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, not e0(X)), P is X / 4.
p30(Y) :- p21(X,Y), p21(3,X), p10.
p30(Y) :- (p00, p20(X,2), p20(X,X), between(1,3,Y)) ; (p11(1), p00, between(1,3,Y)).
p30(2) :- e1(1), e1(Z), p21(3,3), Z == Z.
0.3::p31 :- p31.
p31 :- e1(Y), e0(2).
p31 :- p10, e1(Z).
query(p20(1,3)).
query(p31).
query(p00) :- between(1,2,X).
