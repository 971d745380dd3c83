:- use_module(library(lists)).
0.4::e0(3).
0.5::e1(2).
e2(2).
0.7::e2(3).
p00 :- e1(Y), p01(Y), Y =:= 3.
p00 :- p01(2), T =.. [g, 3], T \== g(0).
p01(X) :- e0(Y), e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0), findall(V, e0(V), L), L \= [].
P::p01(Y) :- ((e2(X), between(1,3,Y), Y >= 1) ; (p00, e1(3), between(1,3,Y), findall(V, e0(V), L), L = [], call(e2, 1))), P is Y / 4.
p01(Y) :- e1(3), e1(Z), between(1,3,Y).
P::p10(X) :- (Z \== 2, e2(Z), between(1,3,X)), P is X / 4.
0.4::p10(X) :- X \== 3, p01(3), between(1,3,X).
p20(Y) :- e1(Z), between(1,3,Y).
p21(Y) :- (p20(3), e2(2), between(1,3,Y)) ; (p10(1), e0(2), between(1,3,Y), findall(V, p01(V), L), L = [], Y = Y).
0.9::p30(1) :- (p00, p31, p20(Y), \+ p21(Y), findall(V, e1(V), L), L \= []) ; (p00, p20(Z), p00, T =.. [g, Z], T \== g(0), Z @< a).
p30(X) :- e2(Y), p30(Y), e2(2), between(1,3,X), W is Y + 1, W < 5.
p30(X) :- p01(Y), p31, e1(Z), between(1,3,X), not p01(1).
p31 :- (e2(2), e2(Y)) ; (p00, p31, \+ p20(2)).
p31 :- Y \== 2, p31, p21(Y), W is Y + 3, W < 5.
0.5::p31 :- p01(3).
query(e1(3)).
query(p30(3)).
query(e0(X)).
