0.4::e0(3).
0.9::e0(1).
0.3::e0(1); 0.1::e0(2); 0.1::e0(3).
p00(X) <- e0(Y), p00(2), between(1,3,X), Y @>= 2, X \= Y.
p00(Y) :- e0(1), between(1,3,Y), not e1(Y,2), Y = Y.
p00(Y) :- (p00(2), between(1,3,Y), compare(O, Y, 1)) ; (e0(Y), p00(Y)).
p10(Y) :- p00(X), p11, p11, between(1,3,Y).
p11 :- p11, p00(X).
p20(X) :- (p11, between(1,3,X)) ; (p00(X), p00(1), T =.. [g, X], T \== g(0), \+ p11).
p21(Y) :- e1(2,X), p10(X), between(1,3,Y), Y @< a.
p21(X) :- (e0(2), e1(X,Z), p11) ; (p20(3), p21(Z), p21(2), between(1,3,X), W is X + 3, W < 5, T =.. [g, X], T \== g(0)).
query(p10(1)).
query(p00(X)) :- between(1,2,X).
