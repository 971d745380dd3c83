:- use_module(library(lists)).
e0(2).
0.2::e0(2); 0.1::e0(1).
e1.
0.7::e2(1,1).
p00(X) :- p00(1), between(1,3,X), call(e0, X), findall(V, e2(X,V), L), L \= [].
p00(X) :- e2(2,X), e2(X,X).
P::p01(X) :- (e2(X,1), e2(X,X), p01(Y), T =.. [g, X], T \== g(0), X =\= 1), P is X / 4.
p01(Y) :- e2(2,X), e0(2), e0(1), between(1,3,Y), findall(V, e2(2,V), L), sum_list(L, T), T > 2, compare(O, Y, 2).
p01(Y) <- e0(Z), e0(Z), between(1,3,Y), Y \= Z, \+ e1.
p10(X,X) :- p01(3), p10(X,Z), e2(2,X).
0.4::p10(3,X) :- p10(1,2), p10(Z,Z), e1, between(1,3,X).
0.25::p10(2,Y) :- p00(Z), e1, e1, between(1,3,Y), W is Z + 3, W < 5.
P::p11(Y,Y) :- ((e0(Y), e2(1,Y), Y =:= 1) ; (e0(Z), between(1,3,Y), \+ e2(2,Y), findall(V, p00(V), L), L \= [])), P is Y / 4.
0.1::p20(X) :- p21(Z), p11(X,Z), e1, \+ e1, not p01(Z).
0.1::p20(Y) :- p20(X), between(1,3,Y), \+ e1.
p21(Y) :- e0(1), e0(X), between(1,3,Y).
0.8::p21(3) :- Z \== 1, p00(Z), p11(Y,Y), Y =:= 2.
p30(X) :- (e2(Z,Z), p30(Y), between(1,3,X), Y < 3, Y >= 2) ; (p20(1), between(1,3,X), X =:= 1).
p31 :- p31, p20(X), e1.
p31 :- p01(Y), p10(Y,X), W is Y + 2, W < 5.
p31 :- e0(2), p31, e1, not e0(3).
query(e2(X,3)).
query(\+ p31).
